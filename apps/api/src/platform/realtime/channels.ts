// Which local connections listen on which channel. Only this node's sockets: other nodes keep
// their own registry and receive the message through the fan-out.

/** Anything that can take an already serialised frame. */
export interface FrameSink {
  send(frame: string): void;
}

/** Channel name → subscribed local connections. */
export class ChannelRegistry<T extends FrameSink = FrameSink> {
  private readonly members = new Map<string, Set<T>>();
  private subscriptionCount = 0;

  /** Adds a subscription; returns false when it already existed. */
  add(channel: string, member: T): boolean {
    let set = this.members.get(channel);
    if (!set) {
      set = new Set();
      this.members.set(channel, set);
    }
    if (set.has(member)) return false;
    set.add(member);
    this.subscriptionCount += 1;
    return true;
  }

  /** Removes a subscription, dropping the channel when its last member leaves. */
  remove(channel: string, member: T): void {
    const set = this.members.get(channel);
    if (!set?.delete(member)) return;
    this.subscriptionCount -= 1;
    if (set.size === 0) this.members.delete(channel);
  }

  /** Sends one frame to every member of the channel; returns how many got it. */
  deliver(channel: string, frame: string): number {
    const set = this.members.get(channel);
    if (!set) return 0;
    // Copy first: a send may close a slow consumer, which unsubscribes it mid-iteration.
    const recipients = [...set];
    for (const member of recipients) member.send(frame);
    return recipients.length;
  }

  get channels(): number {
    return this.members.size;
  }

  get subscriptions(): number {
    return this.subscriptionCount;
  }
}
