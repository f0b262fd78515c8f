import { App, Modal, message as staticMessage } from 'antd';

/**
 * message and modal from antd's <App> when the shell provides one (they follow the theme), else the static
 * functions. Static messages also outlive a navigation, which the pages use after 등록 성공 / 삭제 성공.
 */
export function useFeedback() {
  const app = App.useApp();
  const message = typeof app.message?.success === 'function' ? app.message : staticMessage;
  const modal = typeof app.modal?.confirm === 'function' ? app.modal : Modal;
  return { message, modal };
}
