// What app.ts may import from the chat.
export { createChatService, type ChatService } from './chat.service.js';
export { createChatSellerService, type ChatSellerService } from './chat-seller.service.js';
export { createChatStaffService, type ChatStaffService } from './chat-staff.service.js';
export { chatHandlers } from './chat.routes.js';
export { registerChatSocket } from './chat.socket.js';
// For the demo history's conversations (seed-history.ts).
export { chatRepository } from './chat.repository.js';
