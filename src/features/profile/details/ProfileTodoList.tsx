// The 'what to do next' list at the top of the details page (profileTodo.ts): links to each section or page with
// something to do, or a line saying all is up to date. Its room is kept while the indicators load.
import { Link } from 'react-router';
import { Skeleton, SkeletonLine } from '../../../components/Skeleton';
import { useGetIndicatorsQuery } from '../../../graphql/__generated__/hooks';
import { profileTodo } from '../profileTodo';
import { detailsTexts as t } from './detailsTexts';

/** Moves focus to a section of this page (a link's hash) so keyboard and screen-reader users land on it too. */
function focusSection(section: string) {
  const target = document.getElementById(section);
  target?.focus();
}

export function ProfileTodoList() {
  const indicators = useGetIndicatorsQuery().data?.getIndicators.indicators;
  return (
    <section className="profile-todo" aria-labelledby="profile-todo-heading">
      <h2 id="profile-todo-heading">{t.todoTitle}</h2>
      {indicators === undefined ? (
        <Skeleton>
          <SkeletonLine width="60%" />
        </Skeleton>
      ) : indicators === null || profileTodo(indicators).length === 0 ? (
        <p>{t.todoNothing}</p>
      ) : (
        <ul className="profile-todo__list">
          {profileTodo(indicators).map((item) => (
            <li key={item.key}>
              <span className="attention-dot attention-dot--light" aria-hidden="true" />{' '}
              {item.section ? (
                <a href={`#${item.section}`} onClick={() => focusSection(item.section as string)}>
                  {item.text}
                </a>
              ) : (
                <Link to={item.to}>{item.text}</Link>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

