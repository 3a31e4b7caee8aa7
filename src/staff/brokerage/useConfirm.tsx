// A question before a step that cannot be undone: `ask` opens the shared ConfirmDialog and resolves to the answer;
// `dialog` is rendered by the component that asks.
import { useCallback, useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { brokerageTexts as t } from './brokerageTexts';

interface Question {
  title: string;
  text: string;
  resolve: (yes: boolean) => void;
}

export function useConfirm(): { ask: (title: string, text: string) => Promise<boolean>; dialog: ReactNode } {
  const [question, setQuestion] = useState<Question | null>(null);
  const ask = useCallback((title: string, text: string) => new Promise<boolean>((resolve) => setQuestion({ title, text, resolve })), []);
  const answer = (yes: boolean) => {
    question?.resolve(yes);
    setQuestion(null);
  };
  const dialog = question ? <ConfirmDialog title={question.title} text={question.text} confirm={t.confirm} cancel={t.cancel} onConfirm={() => answer(true)} onCancel={() => answer(false)} /> : null;
  return { ask, dialog };
}
