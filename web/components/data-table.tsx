import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

type Props = {
  caption: string;
  columns: string[];
  rows: ReactNode[][];
  testId?: string;
};

/** A plain, readable table: a caption, a header row, then one row per entry; the first column is the row's name. */
export function DataTable({ caption, columns, rows, testId }: Props) {
  return (
    <Box sx={{ overflowX: 'auto' }} data-testid={testId}>
      <Box
        component="table"
        sx={{
          width: '100%',
          borderCollapse: 'collapse',
          fontSize: 14,
          '& th, & td': {
            p: 0.75,
            textAlign: 'right',
            whiteSpace: 'nowrap',
            borderBottom: 1,
            borderColor: 'divider',
          },
          '& tr > :first-of-type': { textAlign: 'left', whiteSpace: 'normal' },
        }}
      >
        <caption style={{ captionSide: 'top', textAlign: 'left', fontWeight: 600, paddingBottom: 4 }}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th scope="col" key={column}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index}>
              {row.map((cell, column) =>
                column === 0 ? (
                  <th scope="row" key={column} style={{ fontWeight: 400 }}>
                    {cell}
                  </th>
                ) : (
                  <td key={column}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
