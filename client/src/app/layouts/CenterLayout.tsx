import DefaultLayout from './DefaultLayout';

/** The 센터 container: the default layout with its own accent colour. */
export default function CenterLayout() {
  return <DefaultLayout accent="#0f766e" area="센터" />;
}
