import { Alert, Button, Space } from 'antd';
import type { ReactNode } from 'react';

/**
 * The form's two saves: 임시저장 (isDone N: may be partial) and 제출 (isDone Y: the required fields are checked), plus
 * the server's refusal, if any, read out (role alert).
 */
export function SaveBar({ saving, failure, onSave, extra, canDraft = true }: {
  saving?: 'N' | 'Y';
  failure?: string;
  onSave(isDone: 'N' | 'Y'): void;
  extra?: ReactNode;
  /** A submitted record is saved as submitted only. */
  canDraft?: boolean;
}) {
  return (
    <div>
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
      <Space wrap>
        {canDraft && (
          <Button onClick={() => onSave('N')} loading={saving === 'N'} disabled={!!saving}>
            임시저장
          </Button>
        )}
        <Button type="primary" onClick={() => onSave('Y')} loading={saving === 'Y'} disabled={!!saving}>
          제출
        </Button>
        {extra}
      </Space>
    </div>
  );
}
