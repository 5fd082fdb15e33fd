import Avatar, { type AvatarProps } from '@mui/material/Avatar';
import type { Persona } from '@contracts/personas';

type Props = { persona: Pick<Persona, 'name' | 'profile_image'>; size?: number } & Omit<
  AvatarProps,
  'src' | 'alt' | 'children'
>;

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
}

/** A twin's portrait, with initials while it loads or if it fails. */
export function PersonaAvatar({ persona, size = 40, sx, ...rest }: Props) {
  return (
    <Avatar
      src={persona.profile_image || undefined}
      alt={persona.name}
      sx={[
        {
          width: size,
          height: size,
          fontSize: size * 0.4,
          bgcolor: 'rgba(79,70,229,0.12)',
          color: 'primary.main',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      {...rest}
    >
      {initials(persona.name)}
    </Avatar>
  );
}
