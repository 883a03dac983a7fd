import type { Ref } from 'react';
import { ApiError, errorMessage } from '../../../api/index.ts';
import { withAthleteNames } from '../../../features/teams/index.ts';
import { FormAlert } from '../../../ui/form-alert.tsx';

interface SubmitProblemsProps {
  /** The rules the team breaks, checked before sending. */
  messages: readonly string[];
  /** The server's refusal, naming the rule it applied. */
  serverError: unknown;
  nameOf: (id: number) => string | undefined;
  ref?: Ref<HTMLDivElement>;
}

/** Why the team cannot be saved yet: the rules it breaks, or the server's own words. */
export function SubmitProblems({ messages, serverError, nameOf, ref }: SubmitProblemsProps) {
  const serverLines =
    serverError instanceof ApiError
      ? [...new Set(Object.values(serverError.fields).flat())].map((m) => withAthleteNames(m, nameOf))
      : [];
  return (
    <div ref={ref} tabIndex={-1} className="flex flex-col gap-3 outline-none">
      {messages.length > 0 ? (
        <FormAlert title="Your team is not ready">
          <ul className="list-disc pl-4">
            {messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </FormAlert>
      ) : null}
      {serverError ? (
        <FormAlert title="The team was not saved">
          <p>{withAthleteNames(errorMessage(serverError), nameOf)}</p>
          {serverLines.length > 1 ? (
            <ul className="mt-1 list-disc pl-4">
              {serverLines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          ) : null}
        </FormAlert>
      ) : null}
    </div>
  );
}
