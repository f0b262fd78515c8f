import { useQuery } from '@apollo/client/react';
import { Button, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { paths } from '../../app/paths';
import { useSession } from '../../app/session';
import { MessagePopup } from './MessagePopup';
import { PopupImage } from './PopupImage';
import { ActivePopupsQuery } from './operations';
import { closeForToday, isClosedForToday } from './popupCookie';

/** Popups closed with 닫기 since the page was loaded: not shown again until the next visit (a layout change remounts). */
const closedThisVisit = new Set<string>();

const SCHOOL_CODE_KEY = 'message:SIMPLE-EVALUATION';

/**
 * The popups shown on entry (SPEC "Screens implied"), one at a time: the signed-in user's active popup notices
 * (GET svs-u/popup's twin), minus those closed for today (cookie imgPopupClose_{id}=Y) or during this visit. A school
 * user without the school code first gets the SIMPLE-EVALUATION message popup, which leads to my-page on close.
 */
export function PopupNotices() {
  const { user } = useSession();
  const { pathname } = useLocation();
  const [, rerender] = useState(0);
  const { data } = useQuery(ActivePopupsQuery, { skip: !user });
  if (!user) return null;

  const close = (key: string) => {
    closedThisVisit.add(key);
    rerender((n) => n + 1);
  };

  const needsCode = user.role === 'CLIENT' && user.authenticationCodeStatus !== 'Y';
  if (needsCode && pathname !== paths.myPage() && !closedThisVisit.has(SCHOOL_CODE_KEY)) {
    return (
      <MessagePopup
        type="SIMPLE-EVALUATION"
        open
        title="학교 인증코드 입력 안내"
        message={'간편검사 안내와 학생 지원 서비스는 소속 학교의 인증코드를 입력한 뒤 이용할 수 있습니다.\n마이페이지에서 학교 담당자에게 받은 인증코드를 입력해주세요.'}
        onClose={() => close(SCHOOL_CODE_KEY)}
      />
    );
  }

  const popup = (data?.activePopups ?? []).find((p) => !closedThisVisit.has(`popup:${p.id}`) && !isClosedForToday(p.id));
  if (!popup) return null;
  const key = `popup:${popup.id}`;
  const titleId = `popup-notice-title-${popup.id}`;
  return (
    <Modal
      key={popup.id}
      open
      title={<span id={titleId}>{popup.title}</span>}
      aria-labelledby={titleId}
      onCancel={() => close(key)}
      focusable={{ trap: true }}
      destroyOnHidden
      footer={
        <Space wrap style={{ justifyContent: 'flex-end', width: '100%' }}>
          <Button
            onClick={() => {
              closeForToday(popup.id);
              close(key);
            }}
          >
            오늘 하루 보지 않기
          </Button>
          <Button type="primary" onClick={() => close(key)}>
            닫기
          </Button>
        </Space>
      }
    >
      {popup.image && <PopupImage popupId={popup.id} title={popup.title} />}
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{popup.content}</Typography.Paragraph>
    </Modal>
  );
}
