import { Card, Col, Row, Steps, Typography } from 'antd';

const AREAS = [
  {
    title: '간편 정서·행동 검사',
    text: '학생이 짧은 설문에 답하면 영역별 점수와 T점수, 백분위를 계산해 일반군·관심군·우선 관심군으로 안내합니다. 보호자와 학생에게는 문자로 동의와 응답 링크를 보냅니다.',
  },
  {
    title: '전문가 의뢰와 사례 관리',
    text: '학교가 도움이 필요한 학생을 의뢰하면 지역 센터의 정신건강 전문가가 면담 평가, 평정 척도, 사례 회의, 개입, 종결 보고와 만족도 평가까지 한 흐름으로 관리합니다.',
  },
  {
    title: '자문과 교육',
    text: '교직원을 위한 강의와 자문, 위기 상황 긴급 지원을 기록하고, 게시판과 자료실로 필요한 정보를 나눕니다.',
  },
  {
    title: '지역 협력',
    text: '교육부, 교육청, 지역 센터가 같은 화면에서 관할 학교의 현황과 통계를 확인하고 협력합니다.',
  },
];

/** /auth/intro: the programme (사업 소개). */
export default function IntroPage() {
  return (
    <Card>
      <Typography.Title level={1} style={{ fontSize: 26, marginTop: 0 }}>
        정신건강 전문가 학교지원 사업
      </Typography.Title>
      <Typography.Paragraph style={{ fontSize: 16 }}>
        정신건강 전문가 학교지원 사업은 학교 안에서 정서·행동 문제로 어려움을 겪는 학생을 일찍 발견하고, 지역의 정신건강 전문가가
        학교와 함께 학생을 돕도록 연결하는 사업입니다. 학교는 간편검사와 의뢰로 도움이 필요한 학생을 찾고, 센터는 전문적인 평가와
        개입으로 학생과 보호자, 교사를 지원합니다.
      </Typography.Paragraph>
      <Row gutter={[16, 16]} style={{ marginTop: 24 }}>
        {AREAS.map((a) => (
          <Col key={a.title} xs={24} md={12}>
            <Card size="small" title={a.title} style={{ height: '100%' }}>
              {a.text}
            </Card>
          </Col>
        ))}
      </Row>
      <Typography.Title level={2} style={{ fontSize: 20, marginTop: 32 }}>
        지원 절차
      </Typography.Title>
      <Steps
        orientation="vertical"
        current={-1}
        items={[
          { title: '발견', content: '간편검사와 교사 관찰로 도움이 필요한 학생을 찾습니다.' },
          { title: '의뢰', content: '학교 담당자가 보호자 동의를 받아 지역 센터에 의뢰합니다.' },
          { title: '평가', content: '전문가가 학생, 보호자, 교사를 면담하고 척도 검사를 합니다.' },
          { title: '개입', content: '사례 회의에서 정한 계획에 따라 상담과 기관 연계를 진행합니다.' },
          { title: '종결', content: '사후 평가와 종결 보고, 만족도 평가로 지원을 마무리합니다.' },
        ]}
      />
    </Card>
  );
}
