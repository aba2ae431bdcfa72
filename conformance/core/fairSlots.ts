/** At most `size` holders at once, and at most `perGroup` of one group (a tenant); the others
 *  wait in their own queues, which take turns: a freed slot goes to the next group in turn that
 *  is under its share, and within a group to its next member in turn (a user, a database), each
 *  member's waiters in order. So one group (or member) that fills its own queue, or holds its
 *  slots for as long as it likes, delays only itself: another group waits at most for one slot
 *  to come free, never behind the first group's queue. */
export class FairSlots {
  private held = 0;
  /** Groups holding or waiting; those waiting are also in `turns`. */
  private readonly groups = new Map<string, Group>();
  /** Groups with waiters, the next to be served first (a Map keeps insertion order: a served
   *  group goes to the back). */
  private readonly turns = new Map<string, Group>();

  constructor(
    private readonly size: number,
    private readonly perGroup = size,
  ) {}

  /** Waiters of `group` (of its `member` when given). */
  waiting(group: string, member?: string): number {
    const g = this.groups.get(group);
    if (!g) return 0;
    return member === undefined ? g.waiting : (g.members.get(member)?.length ?? 0);
  }

  /** True once a slot is held (give it back with `release(group)`); false when `cancelWaiting`
   *  ended the wait, with no slot held. */
  acquire(group: string, member: string): Promise<boolean> {
    const g = this.groupNamed(group);
    if (this.held < this.size && g.held < this.perGroup && g.waiting === 0) {
      this.held++;
      g.held++;
      return Promise.resolve(true);
    }
    return new Promise<boolean>((wake) => {
      let queue = g.members.get(member);
      if (!queue) g.members.set(member, (queue = []));
      queue.push(wake);
      g.waiting++;
      if (!this.turns.has(group)) this.turns.set(group, g);
      this.grantFree();
    });
  }

  release(group: string): void {
    const g = this.groups.get(group);
    if (!g || g.held === 0) throw new Error(`fair slots: group ${group} holds no slot`);
    this.held--;
    g.held--;
    this.forgetIfIdle(group, g);
    this.grantFree();
  }

  /** Ends every wait under way without a slot. */
  cancelWaiting(): void {
    const wakes: Array<(granted: boolean) => void> = [];
    for (const [name, g] of this.groups) {
      for (const queue of g.members.values()) wakes.push(...queue);
      g.members.clear();
      g.waiting = 0;
      this.forgetIfIdle(name, g);
    }
    this.turns.clear();
    for (const wake of wakes) wake(false);
  }

  /** Hands free slots to waiters, group by group in turn. */
  private grantFree(): void {
    while (this.held < this.size) {
      const next = this.nextGroup();
      if (!next) return;
      const [name, g] = next;
      const [member, queue] = g.members.entries().next().value!;
      const wake = queue.shift()!;
      // The member served goes to the back of its group, the group to the back of the turns.
      g.members.delete(member);
      if (queue.length > 0) g.members.set(member, queue);
      g.waiting--;
      this.turns.delete(name);
      if (g.waiting > 0) this.turns.set(name, g);
      this.held++;
      g.held++;
      wake(true);
    }
  }

  /** The first group in turn that is under its share. */
  private nextGroup(): [string, Group] | undefined {
    for (const entry of this.turns) if (entry[1].held < this.perGroup) return entry;
    return undefined;
  }

  private groupNamed(name: string): Group {
    let g = this.groups.get(name);
    if (!g) this.groups.set(name, (g = { held: 0, waiting: 0, members: new Map() }));
    return g;
  }

  private forgetIfIdle(name: string, g: Group): void {
    if (g.held === 0 && g.waiting === 0) this.groups.delete(name);
  }
}

interface Group {
  held: number;
  waiting: number;
  /** Members with waiters, the next to be served first. */
  members: Map<string, Array<(granted: boolean) => void>>;
}
