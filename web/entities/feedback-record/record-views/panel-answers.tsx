import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataTable } from '@web/components/data-table';
import { usePersonasByIds } from '@web/entities/personas/use-personas-by-ids';
import { RecordSection } from './section';

const FIRST_SHOWN = 20;

type Answer = { personaId: string; personaName: string | null; text: string };

/** Every twin's answer on a large panel as a table: who, the type's own figures, its words; 20 at first. */
export function PanelAnswers<Item extends Answer>({
  answers,
  columns,
  cells,
}: {
  answers: Item[];
  /** The type's own columns, between the twin and its words. */
  columns: string[];
  cells: (answer: Item) => ReactNode[];
}) {
  const [all, setAll] = useState(false);
  const shown = all ? answers : answers.slice(0, FIRST_SHOWN);
  const { byId } = usePersonasByIds(shown.map((answer) => answer.personaId));
  return (
    <RecordSection id="record-answers-title" title="What each twin said">
      <DataTable
        caption={`${answers.length} twins`}
        columns={['Twin', ...columns, 'Answer']}
        testId="panel-answers"
        rows={shown.map((answer) => {
          const twin = byId.get(answer.personaId);
          return [
            twin ? `${twin.name}, ${twin.age}, ${twin.country_code}` : (answer.personaName ?? 'Digital twin'),
            ...cells(answer),
            <Box
              component="span"
              key="text"
              sx={{ whiteSpace: 'normal', display: 'block', textAlign: 'left', minWidth: 220 }}
            >
              {answer.text}
            </Box>,
          ];
        })}
      />
      {answers.length > shown.length && (
        <Button onClick={() => setAll(true)} sx={{ mt: 1 }}>
          {`Show all ${answers.length} twins`}
        </Button>
      )}
    </RecordSection>
  );
}
