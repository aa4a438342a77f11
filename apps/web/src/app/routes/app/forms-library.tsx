import { FormsLibrary } from '../../../features/library/components/forms-library.tsx';

export default function FormsLibraryPage() {
  return <FormsLibrary />;
}
