import { useApolloClient } from '@apollo/client/react';
import { Alert, Button } from 'antd';
import { useState, type CSSProperties } from 'react';
import { errorMessage, isTemporaryOutage } from '../graphqlError';

interface LoadErrorProps {
  /** The query's error. */
  error: unknown;
  /** What to say when the server sent no message. */
  fallback: string;
  /** Loads again; by default every query on the screen is asked again. */
  onRetry?: () => Promise<unknown>;
  style?: CSSProperties;
}

/**
 * A query that failed: the server's Korean message; a temporary outage (503 SERVICE_UNAVAILABLE while the database is
 * away) is said to be temporary, with a 다시 시도 button.
 */
export function LoadError({ error, fallback, onRetry, style }: LoadErrorProps) {
  if (isTemporaryOutage(error)) return <OutageAlert onRetry={onRetry} style={style} />;
  return <Alert type="error" showIcon title={errorMessage(error, fallback)} style={style} />;
}

function OutageAlert({ onRetry, style }: Pick<LoadErrorProps, 'onRetry' | 'style'>) {
  const client = useApolloClient();
  const [retrying, setRetrying] = useState(false);
  const retry = async () => {
    setRetrying(true);
    try {
      await (onRetry ? onRetry() : client.refetchQueries({ include: 'active' }));
    } catch {
      // still away: the alert stays, with its button
    } finally {
      setRetrying(false);
    }
  };
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      title="일시적으로 서비스를 이용할 수 없습니다."
      description="잠시 후 다시 시도해주세요."
      action={
        <Button size="small" onClick={() => void retry()} loading={retrying}>
          다시 시도
        </Button>
      }
      style={style}
    />
  );
}
