import { Button } from 'antd';
import { appHref, paths } from '../paths';
import { StatusPage } from './StatusPage';

export const SERVICE_ERROR_TITLE = '서비스 이용에 불편을 드려 죄송합니다.';
export const SERVICE_ERROR_TEXT = '요청하신 서비스가 정상적으로 처리되지 않았습니다. 문제가 계속되면 관리자에게 문의해주세요.';

/** The service-error page (SPEC §2), also shown by the error boundary; works outside the router too. */
export default function ServiceErrorPage(props: { detail?: string }) {
  return (
    <StatusPage
      status="500"
      action={
        <Button type="primary" onClick={() => window.location.assign(appHref(paths.main()))}>
          메인으로
        </Button>
      }
    >
      <h1 style={{ fontSize: 20, margin: '0 0 8px', color: 'rgba(0,0,0,.88)' }}>{SERVICE_ERROR_TITLE}</h1>
      <div>{SERVICE_ERROR_TEXT}</div>
      {props.detail ? <div style={{ marginTop: 8, color: '#666666', fontSize: 12 }}>{props.detail}</div> : null}
    </StatusPage>
  );
}
