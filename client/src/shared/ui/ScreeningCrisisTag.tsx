import { WarningFilled } from '@ant-design/icons';
import { Tag } from 'antd';

/**
 * A student whose screening is a crisis answer (a critical suicide or self-harm item endorsed, or 자살 및 위기 문제 in
 * 우선 관심군: the server's crisis flag, read apart from the total's range), wherever the student appears outside the
 * screening itself (requests, cases, the case timeline). Red with its word and an icon, never colour alone; a screen
 * reader hears "위기 응답 학생" (or `label`). colorError is #cf1322 in the theme (app/theme.ts), readable on its tint.
 */
export function ScreeningCrisisTag({ label = '위기 응답 학생' }: { label?: string }) {
  return (
    <Tag color="error" icon={<WarningFilled aria-hidden />} role="img" aria-label={label} title={label} data-crisis="Y" style={{ fontWeight: 700, marginInlineEnd: 0 }}>
      위기
    </Tag>
  );
}
