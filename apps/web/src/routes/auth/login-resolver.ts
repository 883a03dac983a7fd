import { zodResolver } from '@hookform/resolvers/zod';
import { credentialsSchema } from '@shred/contract';

/** The login form's check against the contract, in a chunk of its own (login-page.tsx). */
export const loginResolver = zodResolver(credentialsSchema);
