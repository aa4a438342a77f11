import { generatePath } from 'react-router';
import { paths } from '../../lib/paths.ts';

export const clientPath = (id: string, edit = false) => generatePath(edit ? paths.adminClientEdit.path : paths.adminClient.path, { id });
