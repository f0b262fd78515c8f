import { Spin } from 'antd';

/** Placeholder while a page or layout chunk loads. */
export function PageSpinner(props: { full?: boolean }) {
  return (
    <div
      style={{ display: 'grid', placeItems: 'center', minHeight: props.full ? '100vh' : 240, width: '100%' }}
      aria-busy="true"
      aria-live="polite"
    >
      <Spin size="large" description="불러오는 중입니다" />
    </div>
  );
}
