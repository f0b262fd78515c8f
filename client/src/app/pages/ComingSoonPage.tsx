import { Button, Result } from 'antd';
import { useMatches, useNavigate } from 'react-router';
import { paths } from '../paths';
import type { RouteHandle } from '../route-handle';

export const COMING_SOON_TEXT = '이 기능은 준비 중입니다. 곧 제공될 예정입니다.';

/** Menus whose screens are not built yet: never a blank screen. */
export default function ComingSoonPage(props: { title?: string }) {
  const navigate = useNavigate();
  const matches = useMatches();
  const handle = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.title)?.handle as RouteHandle | undefined;
  const title = props.title ?? handle?.title ?? '준비 중';
  return (
    <section style={{ padding: '48px 16px' }}>
      <Result
        status="info"
        title={<h1 style={{ fontSize: 24, margin: 0 }}>{title}</h1>}
        subTitle={COMING_SOON_TEXT}
        extra={
          <Button type="primary" onClick={() => navigate(paths.main())}>
            메인으로
          </Button>
        }
      />
    </section>
  );
}
