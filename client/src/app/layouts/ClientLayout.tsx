import DefaultLayout from './DefaultLayout';

/** The 학교 container: the default layout with its own accent colour. */
export default function ClientLayout() {
  return <DefaultLayout accent="#c2410c" area="학교" />;
}
