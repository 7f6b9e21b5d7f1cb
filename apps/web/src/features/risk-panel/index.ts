/** The risk page's panels (§2 Risk underwriter panel; the broker's Messages and shared Files). */
export { UnderwriterPanel, BrokerPanel, type PanelProps } from './components/underwriter-panel.tsx';
