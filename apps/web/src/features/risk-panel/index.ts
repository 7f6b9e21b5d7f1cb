/** The risk page's side panels (§2 Risk underwriter panel; the broker's Messages and Files). */
export { UnderwriterPanel, BrokerPanel, type PanelProps } from './components/underwriter-panel.tsx';
