import type { CategoryCode } from '../scoring/core.js';
import { RespondentResultLevel } from './consent.views.js';
import { ScoreRange } from '../evaluation-record/simple-evaluation.entity.js';
import type { ConsentWording } from './consent.wording.js';

/**
 * The guardian's two PDFs (consent.report.ts) in the language the guardian chose at consent (SimpleEvaluationAgree.
 * guardianLang): Korean, English, Simplified Chinese, Vietnamese. Our own plain wording, the tone of the phone pages
 * (client/src/respondent/texts); not a certified translation. Staff downloads stay Korean (the school's record).
 */
export type DocLang = 'ko' | 'en' | 'zh' | 'vi';
export const DOC_LANGS: readonly DocLang[] = ['ko', 'en', 'zh', 'vi'];

/** The language a guardian's page sent (anything else, or none, is Korean). */
export const docLang = (v: string | null | undefined): DocLang => (DOC_LANGS.includes(v as DocLang) ? (v as DocLang) : 'ko');

/** The PDF's /Lang (BCP 47) per language. */
export const PDF_LANG: Record<DocLang, string> = { ko: 'ko-KR', en: 'en', zh: 'zh-Hans', vi: 'vi' };

type SchoolType = 'ELEMENTARY' | 'MIDDLE_HIGH';
type Line = { name: string; description: string };

export interface ReportTexts {
  /** Korean time, after a date. */
  kst: string;
  // the result report
  reportTitle: string;
  reportDocTitle: string;
  number: string;
  school: string;
  test: string;
  testName: Record<SchoolType, string>;
  testDay: string;
  callNow: string;
  areas: string;
  noResult: string;
  crisisNote: string;
  howToRead: string;
  notDiagnosis: string;
  nextHeading: string;
  contacts: string;
  schoolContact: (school: string) => string;
  centerContact: string;
  issuedReport: (at: string) => string;
  plainAreas: Record<SchoolType, Partial<Record<CategoryCode, string>>>;
  levels: Record<ScoreRange, { words: string; group: string; meaning: string }>;
  next: Record<RespondentResultLevel, string[]>;
  // the consent copy
  copyTitle: string;
  copyDocTitle: string;
  guardianChoice: string;
  choice: string;
  agreed: string;
  refused: string;
  decidedAt: string;
  method: string;
  methodSms: string;
  pageLanguage: string;
  withdrawal: string;
  withdrawnLink: string;
  withdrawnSchool: string;
  shownHeading: string;
  noText: string;
  /** Above the translation: the Korean text kept with the decision is the record, and follows. */
  translationNote: string;
  koreanRecord: string;
  withdrawHeading: string;
  withdrawSteps: (school: string) => string[];
  issuedCopy: (at: string) => string;
  languages: Record<DocLang, string>;
}

/** A translation: also what Korean takes from the result page (consent.result.ts) and the consent page (consent.wording.ts). */
export interface ReportTranslation extends ReportTexts {
  /** The result page's title and message of each level. */
  result: Record<RespondentResultLevel, { title: string; message: string }>;
  /** The help lines by phone number (consent.result.ts), and the school's counsellor. */
  lines: Record<string, Line>;
  /** The consent page's wording in this language (client/src/respondent/texts/<lang>.ts). */
  wording: ConsentWording;
}

const wording = (title: string, intro: string, s: [string, string][]): ConsentWording => ({
  title,
  intro,
  sections: s.map(([t, text]) => ({ title: t, text })),
});

const en: ReportTranslation = {
  kst: 'Korea time',
  reportTitle: 'Short mental health check: result report (for parents and guardians)',
  reportDocTitle: 'Short mental health check: result report',
  number: 'Management number',
  school: 'School',
  test: 'Check',
  testName: { ELEMENTARY: 'Short mental health check (primary school)', MIDDLE_HIGH: 'Short mental health check (middle and high school)' },
  testDay: 'Date of the check',
  callNow: 'Where you can call right now (24 hours)',
  areas: 'Result for each area',
  noResult: 'no result',
  crisisNote: "Some answers mean your child's safety needs attention straight away. Please look after this first, whatever the other areas say.",
  howToRead: 'How to read the result',
  notDiagnosis:
    'This check is a quick look at how your child has been feeling lately; it is not a diagnosis. The school and the mental health school support center use the result only to help your child.',
  nextHeading: 'What you can do now',
  contacts: 'Whom to contact',
  schoolContact: (school) => `${school}: your child's class teacher or the school counsellor (Wee class)`,
  centerContact: 'the mental health school support center that works with the school',
  issuedReport: (at) => `Issued ${at} (Korea time). This report does not carry the student's name, only the management number.`,
  plainAreas: {
    ELEMENTARY: {
      emot: 'Mood and feelings',
      anxi: 'Worries and anxiety',
      ipsa: 'Friendships and nerves in front of others',
      etnz: 'Controlling behaviour (restlessness, impulses, fights)',
      psta: 'Feelings after a hard experience',
    },
    MIDDLE_HIGH: {
      emot: 'Anxiety and low mood',
      suci: 'Thoughts of dying, and crisis',
      etnz: 'Controlling behaviour (restlessness, impulses, fights)',
      psta: 'Feelings after a hard experience',
      ipsa: 'Getting on at school',
    },
  },
  levels: {
    [ScoreRange.GENERAL]: {
      words: 'Nothing of much concern shows at the moment',
      group: 'General group',
      meaning: 'Compared with children of the same age, nothing here needs worry. Please keep taking an interest, as you do now.',
    },
    [ScoreRange.ATTENTION]: {
      words: 'Your child seems to be having a somewhat hard time and needs attention',
      group: 'Attention group',
      meaning: 'Your child finds things a little harder than others of the same age. The school keeps an eye on your child and suggests counselling if needed.',
    },
    [ScoreRange.PRIORITY_ATTENTION]: {
      words: 'Things are hard for your child; we advise getting help first',
      group: 'Priority attention group',
      meaning:
        'Your child finds things harder than others of the same age. The school and the mental health school support center contact you first and arrange professional counselling.',
    },
  },
  next: {
    [RespondentResultLevel.CALM]: [
      'Talk with your child about how things are going, in a relaxed way.',
      'If something hard happens to your child or you notice a change, let the school know at any time.',
    ],
    [RespondentResultLevel.SUPPORT]: [
      'Do not press or scold your child; listen calmly to what is hard for them these days.',
      "Talk with the school's responsible teacher (the class teacher or the Wee class counsellor). The school may contact you first.",
      'If needed, the school puts you in touch with the mental health school support center or a local specialist service.',
    ],
    [RespondentResultLevel.URGENT]: [
      'Please stay close to your child today and do not leave them alone.',
      'Do not press or scold; listen calmly. If your child says "I want to die", do not avoid it: listen to the end.',
      'You can talk straight away with the 24-hour lines below. A teacher at the school will also contact you soon.',
      'If you feel the danger is urgent, call 112 or 119 straight away.',
    ],
  },
  result: {
    [RespondentResultLevel.CALM]: {
      title: 'Thank you for answering',
      message: "Right now we do not see anything worrying about your child's mental health. If something hard happens to your child, please let the school know at any time.",
    },
    [RespondentResultLevel.SUPPORT]: {
      title: 'Thank you for answering',
      message:
        'Your child may be finding things a little hard these days. Try talking with your child calmly; speaking with the school counsellor can help. The school may also contact you first.',
    },
    [RespondentResultLevel.URGENT]: {
      title: "Please look after your child's safety first",
      message:
        'Some answers need attention straight away. Please stay close to your child today and listen calmly, without pressing or scolding. You can get counselling 24 hours a day at the numbers above, and a teacher at the school will contact you soon. If you feel the danger is urgent, call 112 or 119 straight away.',
    },
  },
  lines: {
    '109': { name: 'Suicide prevention line', description: '24 hours. Anyone can talk, free of charge (in Korean).' },
    '1388': { name: 'Youth counselling 1388', description: '24-hour counselling for young people (text #1388 or KakaoTalk chat too; in Korean).' },
    '1577-0199': { name: 'Mental health crisis line', description: '24 hours. Talk with a professional when things feel hard (in Korean).' },
    '112 / 119': { name: 'Emergency (police 112 / fire and ambulance 119)', description: 'If someone is in danger right now, call straight away.' },
    school: { name: 'School counsellor (Wee class)', description: 'You can talk freely inside the school.' },
  },
  copyTitle: 'Short mental health check: copy of your consent decision',
  copyDocTitle: 'Short mental health check: copy of the consent',
  guardianChoice: "The parent's or guardian's choice",
  choice: 'Choice',
  agreed: 'I agree',
  refused: 'I do not agree',
  decidedAt: 'Chosen at',
  method: 'How it was confirmed',
  methodSms: 'chosen on the link received by text message, after confirming the mobile phone with a code',
  pageLanguage: 'Page language',
  withdrawal: 'Consent withdrawn',
  withdrawnLink: 'withdrawn on the link received',
  withdrawnSchool: 'withdrawn by request to the school (recorded by the school)',
  shownHeading: 'The text you were shown',
  noText: 'No text was kept with this choice when it was recorded.',
  translationNote: 'The page showed this text in English. The school keeps the Korean text below with your choice; it is the record.',
  koreanRecord: 'The Korean text kept by the school',
  withdrawHeading: 'How to withdraw your consent',
  withdrawSteps: (school) => [
    'Before the answers are submitted: press "Withdraw consent" on the link you received by text message. The check will not go ahead.',
    `After the answers are submitted: ask ${school}. The school deletes the answers and the result and records that you asked for the withdrawal.`,
    'Not agreeing or withdrawing never puts your child at any disadvantage.',
  ],
  issuedCopy: (at) => `Issued ${at} (Korea time).`,
  languages: { ko: 'Korean (한국어)', en: 'English', zh: 'Chinese (中文)', vi: 'Vietnamese (Tiếng Việt)' },
  wording: wording(
    'Consent to a short mental health check',
    "Your child's school is asking for your consent for your child to take a short mental health check. Please read the information below and choose whether you agree.",
    [
      ['What is it?', 'About 36 short questions on how your child has been feeling lately (mood, worries, friends, daily life). It takes about 10 minutes.'],
      [
        'Why?',
        'To notice early when a student is having a hard time, so the school and local specialists can offer the right support. It is not a diagnosis and has nothing to do with school grades.',
      ],
      [
        'Who sees the result?',
        'The responsible teacher at the school and the staff of the mental health support center that works with the school see the result, to help the student. The education office and the Ministry of Education, which run the programme, can see records that carry only a reference number, never a name. It is not shared with anyone else. The person who answers sees a simple message, not scores.',
      ],
      ['If you do not agree', 'Just press "I do not agree" below. Your child will not be disadvantaged in any way. If you have questions, please contact the school.'],
    ],
  ),
};

const zh: ReportTranslation = {
  kst: '韩国时间',
  reportTitle: '心理健康简易检查结果说明书（监护人用）',
  reportDocTitle: '心理健康简易检查结果说明书',
  number: '管理编号',
  school: '学校',
  test: '检查',
  testName: { ELEMENTARY: '心理健康简易检查（小学生用）', MIDDLE_HIGH: '心理健康简易检查（初中、高中生用）' },
  testDay: '检查日期',
  callNow: '现在就可以联系的地方（24小时）',
  areas: '各方面的结果',
  noResult: '没有结果',
  crisisNote: '回答中有需要马上关注孩子安全的内容。无论其他方面的结果如何，请先关注这一点。',
  howToRead: '如何理解结果',
  notDiagnosis: '这个检查只是简单了解孩子最近的心理状态，并不是诊断。学校和心理健康学校支援中心只会用结果来帮助孩子。',
  nextHeading: '接下来请这样做',
  contacts: '联系方式',
  schoolContact: (school) => `${school}：班主任老师或学校咨询老师（Wee教室）`,
  centerContact: '协助学校的心理健康学校支援中心',
  issuedReport: (at) => `发放时间：${at}（韩国时间）。本说明书上没有学生姓名，只有管理编号。`,
  plainAreas: {
    ELEMENTARY: {
      emot: '心情与情绪',
      anxi: '担心与焦虑',
      ipsa: '朋友关系与在人前的紧张',
      etnz: '行为控制（注意力分散、冲动、争吵）',
      psta: '经历困难之后的心情',
    },
    MIDDLE_HIGH: {
      emot: '焦虑与低落的心情',
      suci: '想死的念头与危机',
      etnz: '行为控制（注意力分散、冲动、争吵）',
      psta: '经历困难之后的心情',
      ipsa: '学校生活适应',
    },
  },
  levels: {
    [ScoreRange.GENERAL]: {
      words: '目前看不出需要特别担心的地方',
      group: '一般组',
      meaning: '与同龄孩子相比，没有需要担心的地方。请像现在一样继续关心孩子。',
    },
    [ScoreRange.ATTENTION]: {
      words: '孩子看起来有些辛苦，需要关心',
      group: '关注组',
      meaning: '与同龄孩子相比，孩子辛苦的程度稍高。学校会关心并留意孩子，必要时会介绍咨询。',
    },
    [ScoreRange.PRIORITY_ATTENTION]: {
      words: '孩子辛苦的程度较大，建议优先获得帮助',
      group: '优先关注组',
      meaning: '与同龄孩子相比，孩子辛苦的程度较高。学校和心理健康学校支援中心会先联系您，并介绍专业咨询。',
    },
  },
  next: {
    [RespondentResultLevel.CALM]: ['请轻松地和孩子聊聊最近的生活。', '如果孩子遇到困难或您发现孩子有变化，请随时告诉学校。'],
    [RespondentResultLevel.SUPPORT]: [
      '请不要责备孩子，平静地听孩子说说最近哪里辛苦。',
      '请和学校负责老师（班主任老师或Wee教室咨询老师）商量。学校也可能会先联系您。',
      '如有需要，学校会为您联系心理健康学校支援中心或当地专业机构的咨询。',
    ],
    [RespondentResultLevel.URGENT]: [
      '今天请陪在孩子身边，不要让孩子一个人待着。',
      '请不要责备，平静地听孩子说。如果听到孩子说"想死"，请不要回避，要听到最后。',
      '您可以马上拨打下面的24小时咨询电话。学校老师也会很快联系您。',
      '如果觉得情况危急，请马上拨打112或119。',
    ],
  },
  result: {
    [RespondentResultLevel.CALM]: { title: '感谢您的回答', message: '现在看不出孩子的心理健康有什么需要特别担心的地方。孩子遇到困难时，请随时告诉学校。' },
    [RespondentResultLevel.SUPPORT]: {
      title: '感谢您的回答',
      message: '孩子最近心里可能有点辛苦。请和孩子轻松地聊一聊，也可以和学校的咨询老师商量，会有帮助。学校也可能会先联系您。',
    },
    [RespondentResultLevel.URGENT]: {
      title: '请先关注孩子的安全',
      message: '回答中有需要马上关注的内容。今天请陪在孩子身边，不要责备，平静地听孩子说。您可以拨打上面的号码获得24小时咨询，学校老师也会很快联系您。如果觉得情况危急，请马上拨打112或119。',
    },
  },
  lines: {
    '109': { name: '自杀预防咨询电话', description: '24小时，任何人都可以免费倾诉（韩语）。' },
    '1388': { name: '青少年咨询 1388', description: '24小时青少年烦恼咨询（也可以发短信 #1388 或用KakaoTalk咨询；韩语）。' },
    '1577-0199': { name: '心理健康危机咨询', description: '24小时，心里难受时可以和专业人员交谈（韩语）。' },
    '112 / 119': { name: '紧急报警（警察112 / 消防和急救119）', description: '如果现在有危险，请马上拨打。' },
    school: { name: '学校咨询老师（Wee教室）', description: '在学校里可以放心地倾诉。' },
  },
  copyTitle: '心理健康简易检查同意内容副本',
  copyDocTitle: '心理健康简易检查同意内容副本',
  guardianChoice: '监护人的选择',
  choice: '选择',
  agreed: '同意',
  refused: '不同意',
  decidedAt: '选择时间',
  method: '确认方式',
  methodSms: '在短信收到的链接中用手机验证码确认本人后选择',
  pageLanguage: '页面语言',
  withdrawal: '撤回同意',
  withdrawnLink: '在收到的链接中撤回',
  withdrawnSchool: '向学校提出要求后撤回（由学校记录）',
  shownHeading: '您看到的说明',
  noText: '记录这个选择时没有一起保存说明。',
  translationNote: '页面以中文显示了以下说明。学校与您的选择一起保存的是下面的韩语说明，以韩语为准。',
  koreanRecord: '学校保存的韩语说明',
  withdrawHeading: '如何撤回同意',
  withdrawSteps: (school) => [
    '提交回答之前：在短信收到的链接中点击"撤回同意"即可。检查将不会进行。',
    `提交回答之后：请向${school}提出要求。学校会删除回答和结果，并记录为应要求撤回。`,
    '不同意或撤回都不会给孩子带来任何不利。',
  ],
  issuedCopy: (at) => `发放时间：${at}（韩国时间）。`,
  languages: { ko: '韩语（한국어）', en: '英语（English）', zh: '中文', vi: '越南语（Tiếng Việt）' },
  wording: wording('同意参加心理健康简易检查', '学校请求您同意孩子参加心理健康简易检查。请阅读以下内容，然后选择是否同意。', [
    ['要做什么？', '回答约36个简短问题，内容是孩子最近的心理状态（心情、担忧、朋友关系、日常生活等）。大约需要10分钟。'],
    ['为什么要做？', '为了尽早发现心里有困难的学生，让学校和当地专业机构提供合适的帮助。这不是诊断，也与学习成绩无关。'],
    [
      '谁能看到结果？',
      '学校的负责老师和协助学校的心理健康学校支援中心的负责人会为了帮助学生而查看结果。管理本项目的教育厅和教育部只能看到没有姓名、只有管理编号的记录。结果不会告诉其他人。作答的人看到的是简单的说明，而不是分数。',
    ],
    ['如果不同意', '请点击下面的"不同意"。不同意不会给孩子带来任何不利。如有疑问，请联系学校。'],
  ]),
};

const vi: ReportTranslation = {
  kst: 'giờ Hàn Quốc',
  reportTitle: 'Kết quả kiểm tra nhanh sức khỏe tinh thần (dành cho phụ huynh)',
  reportDocTitle: 'Kết quả kiểm tra nhanh sức khỏe tinh thần',
  number: 'Mã số quản lý',
  school: 'Trường',
  test: 'Bài kiểm tra',
  testName: { ELEMENTARY: 'Kiểm tra nhanh sức khỏe tinh thần (tiểu học)', MIDDLE_HIGH: 'Kiểm tra nhanh sức khỏe tinh thần (trung học cơ sở và phổ thông)' },
  testDay: 'Ngày kiểm tra',
  callNow: 'Nơi có thể gọi ngay bây giờ (24 giờ)',
  areas: 'Kết quả từng lĩnh vực',
  noResult: 'không có kết quả',
  crisisNote: 'Trong các câu trả lời có nội dung cần quan tâm ngay đến sự an toàn của con. Xin hãy chú ý điều này trước tiên, dù kết quả các lĩnh vực khác thế nào.',
  howToRead: 'Cách đọc kết quả',
  notDiagnosis:
    'Bài kiểm tra này chỉ xem nhanh tâm trạng gần đây của con, không phải là chẩn đoán. Nhà trường và Trung tâm hỗ trợ sức khỏe tinh thần học đường chỉ dùng kết quả để giúp con.',
  nextHeading: 'Quý vị có thể làm gì bây giờ',
  contacts: 'Nơi liên hệ',
  schoolContact: (school) => `${school}: giáo viên chủ nhiệm hoặc thầy cô tư vấn của trường (lớp Wee)`,
  centerContact: 'Trung tâm hỗ trợ sức khỏe tinh thần học đường làm việc với trường',
  issuedReport: (at) => `Cấp lúc ${at} (giờ Hàn Quốc). Tài liệu này không ghi tên học sinh, chỉ có mã số quản lý.`,
  plainAreas: {
    ELEMENTARY: {
      emot: 'Tâm trạng và cảm xúc',
      anxi: 'Lo lắng và bất an',
      ipsa: 'Quan hệ bạn bè và sự căng thẳng trước người khác',
      etnz: 'Kiểm soát hành vi (mất tập trung, bốc đồng, cãi nhau)',
      psta: 'Tâm trạng sau khi trải qua chuyện khó khăn',
    },
    MIDDLE_HIGH: {
      emot: 'Bất an và tâm trạng buồn chán',
      suci: 'Ý nghĩ muốn chết và khủng hoảng',
      etnz: 'Kiểm soát hành vi (mất tập trung, bốc đồng, cãi nhau)',
      psta: 'Tâm trạng sau khi trải qua chuyện khó khăn',
      ipsa: 'Thích nghi với cuộc sống ở trường',
    },
  },
  levels: {
    [ScoreRange.GENERAL]: {
      words: 'Hiện chưa thấy điều gì đáng lo',
      group: 'Nhóm bình thường',
      meaning: 'So với các bạn cùng tuổi, chưa có gì đáng lo. Xin tiếp tục quan tâm đến con như hiện nay.',
    },
    [ScoreRange.ATTENTION]: {
      words: 'Con có vẻ hơi vất vả, cần được quan tâm',
      group: 'Nhóm cần quan tâm',
      meaning: 'So với các bạn cùng tuổi, mức độ khó khăn của con hơi cao. Nhà trường sẽ quan tâm theo dõi và giới thiệu tư vấn khi cần.',
    },
    [ScoreRange.PRIORITY_ATTENTION]: {
      words: 'Con đang gặp nhiều khó khăn, nên được giúp đỡ trước tiên',
      group: 'Nhóm cần quan tâm ưu tiên',
      meaning:
        'So với các bạn cùng tuổi, mức độ khó khăn của con cao. Nhà trường và Trung tâm hỗ trợ sức khỏe tinh thần học đường sẽ liên lạc với quý vị trước và giới thiệu tư vấn chuyên môn.',
    },
  },
  next: {
    [RespondentResultLevel.CALM]: [
      'Hãy trò chuyện thoải mái với con về cuộc sống dạo này.',
      'Nếu con gặp chuyện khó khăn hoặc quý vị thấy con thay đổi, xin báo cho nhà trường bất cứ lúc nào.',
    ],
    [RespondentResultLevel.SUPPORT]: [
      'Đừng trách mắng con; hãy bình tĩnh lắng nghe dạo này con thấy khó khăn ở điều gì.',
      'Xin trao đổi với thầy cô phụ trách của trường (giáo viên chủ nhiệm hoặc thầy cô tư vấn lớp Wee). Nhà trường cũng có thể liên lạc trước.',
      'Khi cần, nhà trường sẽ kết nối quý vị với Trung tâm hỗ trợ sức khỏe tinh thần học đường hoặc cơ quan chuyên môn địa phương.',
    ],
    [RespondentResultLevel.URGENT]: [
      'Hôm nay xin hãy ở bên con, đừng để con ở một mình.',
      'Đừng trách mắng, hãy bình tĩnh lắng nghe. Nếu con nói "con muốn chết", đừng né tránh mà hãy lắng nghe đến cùng.',
      'Quý vị có thể gọi ngay các đường dây 24 giờ dưới đây. Thầy cô ở trường cũng sẽ sớm liên lạc.',
      'Nếu thấy nguy hiểm khẩn cấp, xin gọi ngay 112 hoặc 119.',
    ],
  },
  result: {
    [RespondentResultLevel.CALM]: {
      title: 'Cảm ơn quý vị đã trả lời',
      message: 'Hiện tại chưa thấy điều gì đáng lo về sức khỏe tinh thần của con. Nếu con gặp chuyện khó khăn, xin báo cho nhà trường bất cứ lúc nào.',
    },
    [RespondentResultLevel.SUPPORT]: {
      title: 'Cảm ơn quý vị đã trả lời',
      message:
        'Dạo này con có thể đang hơi mệt mỏi trong lòng. Xin hãy trò chuyện nhẹ nhàng với con và trao đổi với thầy cô tư vấn của trường, điều đó sẽ giúp ích. Nhà trường cũng có thể liên lạc với quý vị trước.',
    },
    [RespondentResultLevel.URGENT]: {
      title: 'Xin hãy quan tâm đến sự an toàn của con trước tiên',
      message:
        'Trong các câu trả lời có nội dung cần được quan tâm ngay. Hôm nay xin hãy ở bên con, đừng trách mắng mà bình tĩnh lắng nghe con. Quý vị có thể được tư vấn 24 giờ qua các số ở trên, và thầy cô ở trường cũng sẽ sớm liên lạc. Nếu thấy nguy hiểm khẩn cấp, xin gọi ngay 112 hoặc 119.',
    },
  },
  lines: {
    '109': { name: 'Đường dây phòng chống tự tử', description: '24 giờ, ai cũng có thể nói chuyện miễn phí (bằng tiếng Hàn).' },
    '1388': { name: 'Tư vấn thanh thiếu niên 1388', description: 'Tư vấn 24 giờ cho thanh thiếu niên (có thể nhắn tin #1388 hoặc KakaoTalk; bằng tiếng Hàn).' },
    '1577-0199': { name: 'Tư vấn khủng hoảng sức khỏe tinh thần', description: '24 giờ, có thể nói chuyện với chuyên gia khi thấy khó khăn (bằng tiếng Hàn).' },
    '112 / 119': { name: 'Khẩn cấp (cảnh sát 112 / cứu hỏa và cấp cứu 119)', description: 'Nếu đang nguy hiểm, xin gọi ngay.' },
    school: { name: 'Thầy cô tư vấn của trường (lớp Wee)', description: 'Có thể thoải mái nói chuyện ngay trong trường.' },
  },
  copyTitle: 'Bản sao nội dung đồng ý kiểm tra nhanh sức khỏe tinh thần',
  copyDocTitle: 'Bản sao nội dung đồng ý kiểm tra nhanh sức khỏe tinh thần',
  guardianChoice: 'Lựa chọn của phụ huynh',
  choice: 'Lựa chọn',
  agreed: 'Tôi đồng ý',
  refused: 'Tôi không đồng ý',
  decidedAt: 'Thời điểm chọn',
  method: 'Cách xác nhận',
  methodSms: 'chọn trên liên kết nhận qua tin nhắn, sau khi xác nhận điện thoại bằng mã',
  pageLanguage: 'Ngôn ngữ trang',
  withdrawal: 'Rút lại sự đồng ý',
  withdrawnLink: 'rút lại trên liên kết đã nhận',
  withdrawnSchool: 'rút lại theo đề nghị gửi nhà trường (nhà trường ghi nhận)',
  shownHeading: 'Nội dung quý vị đã xem',
  noText: 'Khi ghi nhận lựa chọn này, nội dung hướng dẫn không được lưu kèm.',
  translationNote: 'Trang đã hiển thị nội dung này bằng tiếng Việt. Nhà trường lưu kèm lựa chọn của quý vị bản tiếng Hàn ở dưới; bản tiếng Hàn là bản chính thức.',
  koreanRecord: 'Bản tiếng Hàn nhà trường lưu giữ',
  withdrawHeading: 'Cách rút lại sự đồng ý',
  withdrawSteps: (school) => [
    'Trước khi nộp câu trả lời: bấm "Rút lại sự đồng ý" trên liên kết nhận qua tin nhắn. Bài kiểm tra sẽ không được tiến hành.',
    `Sau khi nộp câu trả lời: xin đề nghị ${school}. Nhà trường sẽ xóa câu trả lời và kết quả, và ghi nhận việc rút lại theo đề nghị.`,
    'Không đồng ý hoặc rút lại đều không gây bất lợi nào cho con.',
  ],
  issuedCopy: (at) => `Cấp lúc ${at} (giờ Hàn Quốc).`,
  languages: { ko: 'Tiếng Hàn (한국어)', en: 'Tiếng Anh (English)', zh: 'Tiếng Trung (中文)', vi: 'Tiếng Việt' },
  wording: wording(
    'Đồng ý tham gia kiểm tra nhanh sức khỏe tinh thần',
    'Nhà trường xin sự đồng ý của quý phụ huynh để con tham gia bài kiểm tra nhanh về sức khỏe tinh thần. Xin vui lòng đọc nội dung dưới đây và chọn đồng ý hay không.',
    [
      ['Làm gì?', 'Trả lời khoảng 36 câu hỏi ngắn về tâm trạng gần đây của con (cảm xúc, lo lắng, bạn bè, sinh hoạt hằng ngày). Mất khoảng 10 phút.'],
      [
        'Vì sao?',
        'Để sớm nhận ra học sinh đang gặp khó khăn về tinh thần, giúp nhà trường và cơ quan chuyên môn địa phương hỗ trợ phù hợp. Đây không phải là chẩn đoán và không liên quan đến điểm học tập.',
      ],
      [
        'Ai xem kết quả?',
        'Giáo viên phụ trách của trường và nhân viên của Trung tâm hỗ trợ sức khỏe tinh thần học đường làm việc với trường sẽ xem kết quả để giúp học sinh. Sở Giáo dục và Bộ Giáo dục, nơi quản lý chương trình, chỉ xem được hồ sơ có mã số quản lý, không có tên. Kết quả không được thông báo cho nơi khác. Người trả lời sẽ thấy lời hướng dẫn đơn giản, không phải điểm số.',
      ],
      ['Nếu không đồng ý', 'Chỉ cần bấm "Tôi không đồng ý" ở dưới. Con sẽ không bị bất lợi gì. Nếu có thắc mắc, xin liên hệ nhà trường.'],
    ],
  ),
};

/** The translations; Korean lives in consent.report.ts (the school's own record and the staff downloads). */
export const REPORT_TEXTS: Record<Exclude<DocLang, 'ko'>, ReportTranslation> = { en, zh, vi };
