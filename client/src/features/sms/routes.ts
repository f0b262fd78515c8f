import { lazyPage } from '../../app/chunk-reload';
import { paths } from '../../app/paths';
import type { AppRoute } from '../../app/route-types';

export const smsRoutes: AppRoute[] = [
  {
    path: '/auth/sms-send-history',
    title: 'SMS 발송 내역',
    layout: 'admin',
    page: lazyPage(() => import('./SmsSendHistoryPage')),
    menu: { group: '관리', to: paths.smsSendHistory() },
  },
];
