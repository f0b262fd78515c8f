import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { paths } from '../paths';
import { StatusPage } from './StatusPage';

/** Unknown route (SPEC §2: 404, "This page could not be found"). */
export default function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <StatusPage
      status="404"
      action={
        <Button type="primary" onClick={() => navigate(paths.main())}>
          메인으로
        </Button>
      }
    >
      <h1 style={{ fontSize: 20, margin: '0 0 8px', color: 'rgba(0,0,0,.88)' }}>페이지를 찾을 수 없습니다.</h1>
      <div>주소가 바뀌었거나 삭제된 페이지입니다. 입력한 주소를 다시 확인해주세요.</div>
    </StatusPage>
  );
}
