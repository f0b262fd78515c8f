import { useQuery } from '@apollo/client/react';
import { paths } from '../../../app/paths';
import { LinkButton } from '../../../shared/ui/LinkButton';
import { SentClosingReportQuery } from './operations';

/** On the requester's request detail, once the report was sent: a link to it (the page needs the report's id). */
export function SentClosingReportLink({ requestId }: { requestId: number }) {
  const { data } = useQuery(SentClosingReportQuery, { variables: { requestId } });
  const id = data?.sentClosingReport.id;
  return id ? <LinkButton to={paths.requestClosingReport(requestId, id)}>종결 보고서 보기</LinkButton> : null;
}
