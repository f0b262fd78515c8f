import ComingSoonPage from '../../app/pages/ComingSoonPage';

export default function Page() {
  return <ComingSoonPage title="아이디/비밀번호 찾기" />;
}
