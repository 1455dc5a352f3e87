// The back-to-top control (spec section 2): shows after 600 px of scroll, uses the icon from the
// settings, scrolls up smoothly and hides while a modal or the mobile menu is open.
import { observer } from 'mobx-react-lite';
import { useStores } from '../stores/store-context';
import { HEADER_SELECTOR, scrollToTop } from './scroll';

export interface BackToTopProps {
  /** settings.backToTopIcon: a site image. */
  icon: string;
}

export const BackToTop = observer(function BackToTop({ icon }: BackToTopProps) {
  const { layout } = useStores();
  const visible = layout.backToTopVisible && !layout.mobileMenuOpen;

  const onClick = () => {
    scrollToTop();
    // Keyboard focus goes back up too, to the logo, rather than being lost with the hidden button.
    document.querySelector<HTMLElement>(`${HEADER_SELECTOR} a[href]`)?.focus({ preventScroll: true });
  };

  return (
    <button type="button" className="back-to-top" aria-label="Back to top" hidden={!visible} onClick={onClick}>
      <img src={icon} alt="" width={48} height={48} />
    </button>
  );
});
