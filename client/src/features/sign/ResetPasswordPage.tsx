import ComingSoonPage from '../../app/pages/ComingSoonPage';

export default function Page() {
  return <ComingSoonPage title="비밀번호 재설정" />;
}
