import ComingSoonPage from '../../app/pages/ComingSoonPage';

export default function Page() {
  return <ComingSoonPage title="메인" />;
}
