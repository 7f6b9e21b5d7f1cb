/**
 * Collaboration around a risk package (DESIGN §2): what the risk page and its panel render.
 * Other features import only this file (docs/decisions/096-web-feature-layout.md).
 */
export { ConversationTab } from './components/conversation-tab.tsx';
export { TimelineTab } from './components/timeline-tab.tsx';
export { FilesTab } from './components/files-tab.tsx';
export { InterestedPartiesCard } from './components/interested-parties-card.tsx';
export { SendToClientCard } from './components/send-to-client-card.tsx';
export { formatBytes } from './lib/format-bytes.ts';
export { participantColour, participantLabel, ParticipantIcon } from './components/participant.tsx';
