import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PlainAlert } from '../../../components/plain/PlainAlert.tsx';
import type { MoneyProblem } from '../problems.ts';

/** A refused money call explained, with the way to fix it. */
export function ProblemAlert({ problem }: { problem: MoneyProblem | null }) {
  const { t } = useTranslation();
  if (!problem) return null;
  return (
    <PlainAlert
      type={problem.type}
      title={t(`apiMoney:problem.${problem.key}`)}
      action={<Link to={problem.link.to}>{t(problem.link.key)}</Link>}
      className="api-notice"
    />
  );
}
