// Full-screen splash with the logo, shown on listing pages while authorisation loads (SPEC 2.2).
import { styled } from '@linaria/react'
import { color } from '../../ui/theme'

const Splash = styled.div`
  position: fixed;
  inset: 0;
  z-index: 60;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 16px;
  background: ${color.white};
  color: ${color.brand};
`

const Mark = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  font-size: 26px;
  font-weight: 800;
  letter-spacing: -0.5px;
  @keyframes vlt-splash-pulse {
    0%,
    100% {
      opacity: 1;
      transform: scale(1);
    }
    50% {
      opacity: 0.7;
      transform: scale(0.96);
    }
  }
  animation: vlt-splash-pulse 1.4s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`

const Bar = styled.div`
  position: relative;
  width: 120px;
  height: 4px;
  overflow: hidden;
  border-radius: 2px;
  background: ${color.brandSoft};
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    width: 40%;
    border-radius: 2px;
    background: ${color.brand};
    animation: vlt-splash-slide 1.2s ease-in-out infinite;
  }
  @keyframes vlt-splash-slide {
    from {
      transform: translateX(-100%);
    }
    to {
      transform: translateX(250%);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    &::after {
      animation: none;
      width: 100%;
      opacity: 0.5;
    }
  }
`

export function LoadingSplash() {
  return (
    <Splash role="status" aria-busy="true" aria-live="polite">
      <Mark aria-hidden="true">
        <svg width="40" height="40" viewBox="0 0 32 32" focusable="false">
          <rect width="32" height="32" rx="8" fill="currentColor" />
          <path
            d="M8 11h16v12a2 2 0 0 1-2 2H10a2 2 0 0 1-2-2z M12 11V8h8v3"
            fill="none"
            stroke="#fff"
            strokeWidth="2"
          />
        </svg>
        Việc Làm Tốt
      </Mark>
      <Bar aria-hidden="true" />
      <span className="visually-hidden">Đang tải...</span>
    </Splash>
  )
}
