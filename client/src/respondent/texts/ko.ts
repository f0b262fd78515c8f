/**
 * The phone pages' Korean texts: the guardian's consent and phone check (as they were), the questionnaire's frame,
 * the result page and the counselling request, word for word from the pages they replace. The server's own Korean
 * (errors, result titles and messages, help lines, questionnaire items) is shown as the server sends it; the other
 * languages translate those by code, level, phone number and item key (items.ts).
 */
export const ko = {
  languageLabel: '언어 선택',
  loading: '불러오는 중…',
  notFound: '페이지를 찾을 수 없습니다. 받은 문자의 링크를 다시 확인해 주세요.',
  title: '마음건강 간편검사 참여 동의',
  intro: '학교에서 자녀의 마음건강 간편검사 참여에 대한 보호자 동의를 요청했습니다. 아래 내용을 읽어 보시고 동의 여부를 선택해 주세요.',
  whatTitle: '무엇을 하나요?',
  what: '자녀의 요즘 마음 상태(기분, 걱정, 친구 관계, 생활 습관 등)에 대해 36~37개의 짧은 질문에 답합니다. 10분 정도 걸립니다.',
  whyTitle: '왜 하나요?',
  why: '마음이 힘든 학생을 일찍 알아보고 학교와 지역 전문기관이 알맞은 도움을 드리기 위해서입니다. 진단이나 성적과는 관계가 없습니다.',
  whoTitle: '결과는 누가 보나요?',
  who: '학교의 담당 선생님과 학교를 돕는 정신건강 학교지원센터 담당자가 학생을 돕기 위해 결과를 봅니다. 사업을 관리하는 교육청과 교육부는 이름 없이 관리번호로만 된 기록을 볼 수 있습니다. 다른 곳에는 알리지 않으며, 응답한 분에게는 점수 대신 쉬운 안내가 보입니다.',
  refuseTitle: '동의하지 않으려면',
  refuse: '아래 "동의하지 않습니다"를 누르면 됩니다. 동의하지 않아도 자녀에게 어떤 불이익도 없습니다. 궁금한 점은 학교에 문의해 주세요.',
  verifyTitle: '휴대전화 확인',
  verifyHelp: '문자를 받은 휴대전화번호를 입력하고 인증번호를 받아 주세요.',
  mobile: '휴대전화번호',
  mobilePlaceholder: '01012345678',
  mobileInvalid: '휴대전화번호를 숫자로 정확히 입력해 주세요. (예: 01012345678)',
  requestCode: '인증번호 받기',
  requestAgain: '인증번호 다시 받기',
  codeSent: '인증번호를 문자로 보냈습니다. {{minutes}}분 안에 입력해 주세요.',
  code: '인증번호 (6자리)',
  codeInvalid: '문자로 받은 6자리 숫자를 입력해 주세요.',
  verify: '확인',
  decisionTitle: '동의 여부 선택',
  decisionFor: '{{school}}에서 요청한 간편검사입니다.',
  agree: '동의합니다',
  disagree: '동의하지 않습니다',
  confirmRefuseTitle: '동의하지 않으시겠어요?',
  confirmRefuse: '동의하지 않으면 이 검사는 진행되지 않습니다. 자녀에게 불이익은 없습니다.',
  confirmRefuseOk: '동의하지 않습니다',
  cancel: '취소',
  agreedTitle: '동의해 주셔서 감사합니다',
  studentWillGetLink: '자녀의 휴대전화로 학생용 동의 링크를 보냈습니다. 자녀가 동의하면 검사에 응답할 수 있습니다. 이 화면은 닫으셔도 됩니다.',
  waitingGuardian: '보호자께서 동의하신 뒤에 진행할 수 있습니다.',
  refusedTitle: '응답이 저장되었습니다',
  refused: '동의하지 않음으로 처리되었습니다. 검사는 진행되지 않습니다. 마음이 바뀌시면 학교에 문의해 주세요.',
  cancelledTitle: '진행이 취소된 요청입니다',
  cancelled: '학교에서 이 요청을 취소했습니다. 자세한 내용은 학교에 문의해 주세요.',
  goAnswer: '검사 시작하기',
  answerNext: '동의가 끝났습니다. 이제 검사에 응답해 주세요.',
  doneTitle: '검사를 이미 마쳤습니다',
  goResult: '결과 안내 보기',
  badLink: '링크 주소가 올바르지 않습니다. 받은 문자의 링크를 다시 확인해 주세요.',
  loadFailed: '정보를 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.',
  errors: {
    CODE_EXPIRED: '인증번호의 사용 시간(10분)이 지났거나 이미 사용한 인증번호입니다. 인증번호를 다시 받아 주세요.',
    CODE_MISMATCH: '인증번호가 맞지 않습니다. {{left}}번 더 입력할 수 있습니다.',
    CODE_VOIDED: '인증번호를 5번 잘못 입력하여 이 번호는 더 쓸 수 없습니다. 인증번호를 다시 받아 주세요.',
    TOO_MANY_ATTEMPTS: '시도가 너무 많습니다. 10분쯤 뒤에 다시 해 주세요.',
    MOBILE_MISMATCH: '문자를 받은 휴대전화번호와 다릅니다. 번호를 다시 확인해 주세요.',
    LINK_NOT_FOUND: '링크를 찾을 수 없습니다. 받은 문자의 링크를 다시 확인해 주세요.',
    LINK_REPLACED: '새 링크가 발송되어 이 링크는 더 이상 쓸 수 없습니다. 가장 최근에 받은 문자의 링크를 이용해 주세요.',
    LINK_CANCELLED: '학교에서 취소한 링크입니다. 자세한 내용은 학교에 문의해 주세요.',
    CONSENT_REFUSED: '동의하지 않음으로 응답하여 끝난 링크입니다. 다시 참여하시려면 학교에 문의해 주세요.',
    CONSENT_NOT_READY: '아직 이 단계를 진행할 수 없습니다.',
    ALREADY_ANSWERED: '이미 동의 여부를 선택하셨습니다.',
    RESPONDENT_TOKEN_INVALID: '확인 시간이 지났습니다. 휴대전화 확인을 다시 해 주세요.',
    RESPONDENT_AUTH_REQUIRED: '휴대전화 확인을 먼저 해 주세요.',
    NETWORK: '서버에 연결할 수 없습니다. 인터넷 연결을 확인해 주세요.',
    SERVICE_UNAVAILABLE: '일시적으로 서비스를 이용할 수 없습니다. 잠시 후 다시 시도해 주세요.',
    UNKNOWN: '처리하지 못했습니다. 잠시 후 다시 시도해 주세요.',
  },

  // the answer link's phone check (opened without the consent page)
  evalTitle: '마음건강 간편검사',
  openedLink: '문자로 받은 링크를 여셨군요. 먼저 휴대전화를 확인할게요.',
  whoAnswers: '응답하는 분',
  guardian: '보호자',
  student: '학생',

  // the questionnaire
  notYourTurn: {
    consent: '동의가 끝난 뒤에 검사에 응답할 수 있어요. 받은 문자의 동의 링크를 먼저 열어 주세요.',
    refused: '동의하지 않음으로 처리되어 검사가 진행되지 않습니다.',
    cancelled: '학교에서 취소한 검사입니다. 자세한 내용은 학교에 문의해 주세요.',
    other: '이 검사는 다른 분이 응답하도록 되어 있어요. 문자를 받은 분의 휴대전화에서 열어 주세요.',
  },
  stepOf: '{{step}} / {{steps}} 단계',
  answeredOf: '{{done}} / {{total}} 문항 응답',
  progressText: '{{total}}문항 중 {{done}}문항 응답',
  stepHeading: '{{step}}단계 문항',
  missing: '아직 고르지 않은 문항이 있어요: {{list}}번',
  answerThis: '이 문항의 답을 하나 골라 주세요.',
  prev: '이전',
  next: '다음',
  submit: '제출하기',
  formFailed: '문항을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.',
  submitFailed: '제출하지 못했습니다. 잠시 후 다시 시도해 주세요.',

  // the result
  resultTitle: '결과 안내',
  notFinished: '아직 검사를 마치지 않았어요.',
  continueTest: '검사 계속하기',
  onlyAnswerer: '결과 안내는 검사에 응답한 분에게만 보여요.',
  helpNow: '지금 바로 이야기할 수 있는 곳 (24시간)',
  helpTitle: '이야기 나눌 곳',
  notDiagnosis: '이 검사는 마음 상태를 간단히 살펴보는 것으로, 진단이 아니에요. 결과는 학교 담당 선생님이 학생을 돕는 데에만 써요.',
  call: '{{name}} 전화하기',

  // the guardian's documents (PDF, Korean: the school's record)
  documents: {
    copy: '동의 내용 내려받기 (PDF)',
    copyNote: '보신 안내문, 선택, 선택한 때, 관리번호, 학교와 철회 방법이 담긴 한국어 A4 문서입니다.',
    report: '결과 안내서 내려받기 (PDF)',
    reportTitle: '결과 안내서',
    reportNote: '영역별 결과를 쉬운 말로, 앞으로 할 일과 연락할 곳을 담은 한국어 A4 문서입니다. 받은 링크를 쓸 수 있는 동안 내려받을 수 있습니다.',
    failed: '파일을 내려받지 못했습니다. 잠시 후 다시 시도해 주세요.',
  },
  withdraw: {
    button: '동의 철회하기',
    confirmTitle: '동의를 철회하시겠어요?',
    confirmBody: '철회하면 검사는 진행되지 않고 이 링크는 끝납니다. 자녀에게 불이익은 없습니다.',
    confirmOk: '철회합니다',
    doneTitle: '동의를 철회했습니다',
    done: '검사는 진행되지 않습니다. 다시 참여하시려면 학교에 문의해 주세요.',
    later: '응답을 제출한 뒤에는 학교에 요청하시면 학교가 응답과 결과를 지우고 요청에 따른 철회로 기록합니다.',
  },

  // the counselling request on the result page
  counselling: {
    title: '상담을 받고 싶다면',
    intro: '버튼을 누르면 학교 담당 선생님께 상담 신청이 전해져요. 선생님이 확인한 뒤 연락드려요.',
    button: '상담을 받고 싶어요',
    confirmTitle: '상담을 신청할까요?',
    confirmBody: '학교 담당 선생님과 지역 센터에 상담을 원한다고 알려요. 신청은 한 번만 할 수 있어요.',
    confirmOk: '신청하기',
    confirmCancel: '취소',
    done: '상담 신청이 학교에 전해졌어요. 담당 선생님이 확인한 뒤 연락드릴 거예요.',
    failed: '상담 신청을 보내지 못했어요. 잠시 후 다시 시도해 주세요.',
    requestedAt: '신청한 때: {{when}}',
  },

  /**
   * Translations of what the server sends in Korean (empty in Korean: the server's words are shown). `results`: the
   * result's title and message by who answered and level; `lines`: a help line by its number ('school' for the one
   * without); `items`: the seeded simple-evaluation items by school level and key, `scale` its four answers and
   * `formDescription` its description, used only while the server's text is the seeded one (items.ts).
   */
  results: {} as Partial<Record<'GUARDIAN' | 'STUDENT', Record<'CALM' | 'SUPPORT' | 'URGENT', { title: string; message: string }>>>,
  lines: {} as Partial<Record<string, { name: string; description: string }>>,
  items: {} as Partial<Record<'ELEMENTARY' | 'MIDDLE_HIGH', Record<string, string>>>,
  scale: [] as string[],
  formDescription: '',
};

export type Texts = typeof ko;

/**
 * The student's own consent page: Korean only (the student reads the school's language), addressed to the student.
 * Same keys, so the page and the phone check share their code.
 */
export const studentKo: Texts = {
  ...ko,
  title: '마음건강 간편검사 참여 동의',
  intro: '보호자께서 동의하셨고, 이제 학생 본인의 동의를 부탁해요. 아래 내용을 읽고 참여할지 골라 주세요.',
  what: '요즘 나의 마음 상태(기분, 걱정, 친구 관계, 생활 등)에 대한 짧은 질문 36개에 답해요. 10분 정도 걸려요.',
  why: '마음이 힘든 친구를 일찍 알아보고 학교와 전문가가 알맞게 도와주기 위해서예요. 성적과는 아무 관계가 없어요.',
  who: '결과는 나를 돕기 위해 학교 담당 선생님과 학교를 돕는 정신건강 학교지원센터 선생님이 봐요. 교육청과 교육부는 이름 없이 관리번호만 있는 기록을 볼 수 있어요. 친구들이나 다른 곳에는 알리지 않아요.',
  refuse: '아래 "동의하지 않습니다"를 누르면 돼요. 동의하지 않아도 아무런 불이익이 없어요.',
  verifyHelp: '문자를 받은 내 휴대전화번호를 입력하고 인증번호를 받아 주세요.',
  decisionFor: '{{school}}에서 요청한 간편검사예요.',
  confirmRefuse: '동의하지 않으면 검사는 진행되지 않아요. 불이익은 없어요.',
  agreedTitle: '동의해 주어서 고마워요',
  refused: '동의하지 않음으로 처리되었어요. 마음이 바뀌면 학교 선생님께 이야기해 주세요.',
  waitingGuardian: '보호자께서 먼저 동의하셔야 진행할 수 있어요. 보호자 동의가 끝나면 문자로 링크를 받게 돼요.',
  withdraw: {
    button: '동의 철회하기',
    confirmTitle: '동의를 철회할까요?',
    confirmBody: '철회하면 검사는 진행되지 않고 이 링크는 끝나요. 아무런 불이익이 없어요.',
    confirmOk: '철회할게요',
    doneTitle: '동의를 철회했어요',
    done: '검사는 진행되지 않아요. 다시 참여하고 싶으면 학교 선생님께 이야기해 주세요.',
    later: '응답을 제출한 뒤에는 학교 선생님께 요청하면 학교가 응답과 결과를 지우고 요청에 따른 철회로 기록해요.',
  },
};
