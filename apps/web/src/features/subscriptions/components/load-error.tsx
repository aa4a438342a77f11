import { AlertTriangle } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { subscriptionStrings as s } from '../strings.ts';
import { errorText } from '../../../lib/error-text.ts';

type LoadErrorProps = { title: string; error: unknown; retrying: boolean; onRetry: () => void };

/** A failed read: what failed, the server's reason when it gave one, and a retry button. */
export function LoadError({ title, error, retrying, onRetry }: LoadErrorProps) {
  return (
    <div role="alert">
      <EmptyState title={title} description={errorText(error, s.loadErrorHint)} icon={<AlertTriangle className="size-8" />}>
        <Button variant="outline" disabled={retrying} onClick={onRetry}>
          {s.retry}
        </Button>
      </EmptyState>
    </div>
  );
}
