import ComingSoonPage from '../../app/pages/ComingSoonPage';

export default function Page() {
  return <ComingSoonPage title="학교 사용자 안내" />;
}
