import { Modal, type ModalProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../../../shared/i18n/useT';
import { LinesCard } from './LinesCard';

/** How a list panel is shown: in the page's card or fullscreen, and the button that switches. */
interface LinesView {
  fullscreen: boolean;
  onToggleFullscreen: () => void;
}

interface LinesWithFullscreenProps {
  /** The card's name for screen readers ('Cost Items'); fullscreen it is '<label> fullscreen'. */
  label: string;
  /** The fullscreen dialog's name ('Cost items of Q-2026-0042'). */
  dialogLabel: string;
  /** `useLineActions`' fullscreen state. */
  fullscreen: boolean;
  setFullscreen: (fullscreen: boolean) => void;
  /** The panel, drawn twice: in the card, and in the fullscreen dialog while it is open. */
  panel: (view: LinesView) => ReactNode;
  /** The fullscreen panel sits in a card like the page's, or bare on the dialog. */
  fullscreenFrame: 'card' | 'bare';
  /** The dialog's look and its Escape rule, which differ between the two lists. */
  dialogProps?: Partial<Omit<ModalProps, 'opened' | 'onClose'>>;
}

/** A quotation's list of lines in its card, and the same panel fullscreen on demand (cargo and cost lines). */
export function LinesWithFullscreen(props: LinesWithFullscreenProps) {
  const t = useT();
  const { label, fullscreen, setFullscreen, panel } = props;
  const view = (inFullscreen: boolean) =>
    panel({ fullscreen: inFullscreen, onToggleFullscreen: () => setFullscreen(!inFullscreen) });
  const fullscreenLabel = t('cargoLines.fullscreenName', { label });
  return (
    <>
      <LinesCard label={label}>{view(false)}</LinesCard>
      <Modal
        fullScreen
        withCloseButton={false}
        {...props.dialogProps}
        opened={fullscreen}
        onClose={() => setFullscreen(false)}
        // The name goes on the element that has the dialog role; on the modal's outer wrapper it names nothing.
        attributes={{ content: { 'aria-label': props.dialogLabel } }}
      >
        {props.fullscreenFrame === 'card' ? (
          <LinesCard label={fullscreenLabel}>{view(true)}</LinesCard>
        ) : (
          <section aria-label={fullscreenLabel}>{view(true)}</section>
        )}
      </Modal>
    </>
  );
}
