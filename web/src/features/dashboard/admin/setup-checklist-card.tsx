import { useQuery } from '@apollo/client/react';
import { CheckCircleFilled } from '@ant-design/icons';
import { Card, Progress } from 'antd';
import { Link } from 'react-router-dom';
import { SETUP_STEPS } from '@plumbing/shared';
import { graphql } from '../../../gql';

export const SetupChecklistQuery = graphql(`
  query SetupChecklist {
    setupChecklist {
      step
      done
    }
  }
`);

/**
 * Today, until the site is ready (issue #38): what a new site still needs (the licence, e-mail,
 * notifications, the review link, a backup off the server), each with its way to get done.
 * Nothing once every step is done.
 */
export function SetupChecklistCard() {
  const { data } = useQuery(SetupChecklistQuery, { fetchPolicy: 'cache-and-network' });
  const items = data?.setupChecklist ?? [];
  const done = items.filter((item) => item.done).length;
  if (items.length === 0 || done === items.length) return null;
  return (
    <Card title={<h2 className="today-card-title">Get the site ready</h2>} className="setup-checklist">
      <Progress
        percent={Math.round((100 * done) / items.length)}
        format={() => `${done} of ${items.length}`}
        aria-label={`${done} of ${items.length} steps done`}
      />
      <ul className="setup-steps">
        {items.map(({ step, done: stepDone }) => {
          const { title, hint, action } = SETUP_STEPS[step];
          return (
            <li key={step} className={stepDone ? 'setup-step is-done' : 'setup-step'}>
              {stepDone ? (
                <CheckCircleFilled className="setup-step-mark" aria-label="Done" />
              ) : (
                <span className="setup-step-mark is-open" role="img" aria-label="To do" />
              )}
              <div>
                <p className="setup-step-title">{title}</p>
                {!stepDone && (
                  <>
                    <p className="setup-step-hint">{hint}</p>
                    {action && <Link to={action.to}>{action.label}</Link>}
                  </>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
