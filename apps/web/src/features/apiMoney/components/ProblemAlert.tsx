import { Alert } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MoneyProblem } from '../problems.ts';

/** A refused money call explained, with the way to fix it. */
export function ProblemAlert({ problem }: { problem: MoneyProblem | null }) {
  const { t } = useTranslation();
  if (!problem) return null;
  return (
    <Alert
      type={problem.type}
      showIcon
      title={t(`apiMoney:problem.${problem.key}`)}
      action={<Link to={problem.link.to}>{t(problem.link.key)}</Link>}
      style={{ marginBottom: 16 }}
    />
  );
}
