import { EventEmitter } from 'node:events';

export interface User {
  id: string;
  email: string;
  displayName: string;
  createdAt: Date;
}

export class UserNotFoundError extends Error {
  constructor(readonly userId: string) {
    super(`User ${userId} was not found`);
  }
}

export class UserService extends EventEmitter {
  private readonly users = new Map<string, User>();

  create(email: string, displayName: string): User {
    const id = crypto.randomUUID();
    const user: User = { id, email, displayName, createdAt: new Date() };
    this.users.set(id, user);
    this.emit('created', user);
    return user;
  }

  get(id: string): User {
    const user = this.users.get(id);
    if (!user) {
      throw new UserNotFoundError(id);
    }
    return user;
  }

  rename(id: string, displayName: string): User {
    const user = this.get(id);
    const renamed = { ...user, displayName };
    this.users.set(id, renamed);
    this.emit('renamed', renamed);
    return renamed;
  }

  list(): User[] {
    return [...this.users.values()].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  }
}
