/** An XMLHttpRequest stand-in for `uploadWithProgress`: reports 50 %, then answers (or waits for `finish`). */
export class FakeUpload {
  static sent: { url: string; headers: Record<string, string>; body: FormData }[] = [];
  static answer = { status: 200, body: '{}' };
  static hold = false;
  static pending: FakeUpload[] = [];

  static reset(answer = { status: 200, body: '{}' }) {
    FakeUpload.sent = [];
    FakeUpload.pending = [];
    FakeUpload.hold = false;
    FakeUpload.answer = answer;
  }

  upload = new EventTarget();
  private events = new EventTarget();
  status = 0;
  responseText = '';
  private url = '';
  private headers: Record<string, string> = {};

  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  addEventListener(type: string, listener: EventListener) {
    this.events.addEventListener(type, listener);
  }
  send(body: FormData) {
    FakeUpload.sent.push({ url: this.url, headers: this.headers, body });
    const progress = Object.assign(new Event('progress'), { lengthComputable: true, loaded: 50, total: 100 });
    this.upload.dispatchEvent(progress);
    if (FakeUpload.hold) FakeUpload.pending.push(this);
    else this.finish();
  }
  finish() {
    this.status = FakeUpload.answer.status;
    this.responseText = FakeUpload.answer.body;
    this.events.dispatchEvent(new Event('load'));
  }
}
