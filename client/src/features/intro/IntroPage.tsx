import ComingSoonPage from '../../app/pages/ComingSoonPage';

export default function Page() {
  return <ComingSoonPage title="사업 소개" />;
}
