/**
 * Placeholder while a page or layout chunk loads. Plain markup and a CSS ring (global.css .svs-loading) rather than
 * antd's Spin: it is in the first chunk, which the sign-in route loads whole. The e2e walks wait while a
 * `.svs-loading` is on the page.
 */
export function PageSpinner(props: { full?: boolean }) {
  return (
    <div className="svs-loading" style={{ minHeight: props.full ? '100vh' : 240 }} role="status" aria-busy="true">
      <span className="svs-loading-ring" aria-hidden="true" />
      불러오는 중입니다
    </div>
  );
}
