import { App } from 'antd';
import type { ReactNode } from 'react';

/**
 * antd's <App>: the message, notification and modal hooks (App.useApp, shared/ui/feedback.ts) and their holders, for
 * every page but sign-in. A chunk of its own: those hooks are a good part of antd, which the sign-in route does not
 * load (RootShell).
 */
export default function FeedbackHost(props: { children?: ReactNode }) {
  return <App>{props.children}</App>;
}
