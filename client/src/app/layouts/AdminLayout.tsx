import DefaultLayout from './DefaultLayout';

/** The 관리자 container: the default layout with its own accent colour. */
export default function AdminLayout() {
  return <DefaultLayout accent="#6d28d9" area="관리자" />;
}
