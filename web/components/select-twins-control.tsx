import AvatarGroup from '@mui/material/AvatarGroup';
import Button from '@mui/material/Button';
import { HintTooltip } from './hint-tooltip';
import GroupAdd from '@mui/icons-material/GroupAddOutlined';
import { MAX_TWINS, type Persona } from '@contracts/personas';
import { PersonaAvatar } from './persona-avatar';

/** A panel's twin step: the button that opens the selection dialog with its count, and the chosen twins' avatars. */
export function SelectTwinsControl({
  twins,
  onOpen,
  disabled = false,
}: {
  twins: Persona[];
  onOpen: () => void;
  /** Not yet operable (the page is still the server's HTML). */
  disabled?: boolean;
}) {
  return (
    <>
      <Button variant="outlined" fullWidth startIcon={<GroupAdd />} onClick={onOpen} disabled={disabled}>
        Select Digital Twins ({twins.length}/{MAX_TWINS})
      </Button>
      {twins.length > 0 && (
        <AvatarGroup max={MAX_TWINS} sx={{ justifyContent: 'flex-end' }} aria-label="Selected digital twins">
          {twins.map((twin) => (
            <HintTooltip key={twin.id} title={twin.name}>
              <PersonaAvatar persona={twin} size={32} />
            </HintTooltip>
          ))}
        </AvatarGroup>
      )}
    </>
  );
}
