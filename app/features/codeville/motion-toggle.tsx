import { Icon } from "#app/components/icons/icon.tsx";

type MotionToggleProps = {
  playing: boolean;
  onToggle: () => void;
  pauseLabel: string;
  playLabel: string;
};

/** The visible pause/play control of a moving part (WCAG 2.2.2): its name says what a press does. */
export function MotionToggle({ playing, onToggle, pauseLabel, playLabel }: MotionToggleProps) {
  const label = playing ? pauseLabel : playLabel;
  return (
    <button
      type="button"
      onClick={onToggle}
      className="needs-hydration rounded-pill bg-surface text-brand-strong hover:bg-brand-soft border-brand-muted inline-flex min-h-11 items-center gap-2 border-2 px-4 font-semibold"
    >
      <Icon name={playing ? "pause" : "play"} className="size-5" />
      {label}
    </button>
  );
}
