"""The invitation and the reply between two devices: the host's Invite a device makes the seat
played elsewhere and shows its link (the site's own address, the offer in its fragment) and
QR code; the guest opening it says which game and seat it joins and shows its reply as text and
QR code. Both QR codes are read back by the page's own decoder and by zxing-cpp, a second one.
At last the host scans the guest's reply with its camera — a camera filming the QR code the
guest's page drew — and the devices connect."""

import zxingcpp

from net_driver import CONNECT_TIMEOUT, Devices, invite, reply
from shell_driver import open_game, state

#: The grey levels of a canvas's pixels, and its size, as the page drew it.
PIXELS = """(id) => { const c = document.querySelector(`[data-testid=${id}]`);
  const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
  const grey = []; for (let i = 0; i < d.length; i += 4) grey.push(d[i]);
  return {width: c.width, height: c.height, grey}; }"""
#: The page's own decoder reading a canvas back.
PAGE_READS = """async (id) => (await import(new URL('net/qr.js', location.href)))
  .readQR(document.querySelector(`[data-testid=${id}]`))"""


#: An init script giving the page a camera that films a picture (window.__camera, a data URL
#: the test sets): getUserMedia answers a stream of a canvas on which that picture is drawn.
CAMERA = """
window.__camera = null;
navigator.mediaDevices.getUserMedia = async () => {
  const picture = new Image();
  picture.src = window.__camera;
  await picture.decode();
  const margin = 60;
  const canvas = Object.assign(document.createElement('canvas'),
    { width: picture.width + 2 * margin, height: picture.height + 2 * margin });
  const ctx = canvas.getContext('2d');
  const film = () => {
    ctx.fillStyle = '#ddd';
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    ctx.drawImage(picture, margin, margin);
  };
  film();
  setInterval(film, 100);
  return canvas.captureStream(10);
};
"""


def zxing_reads(page, testid: str) -> str:
    image = page.evaluate(PIXELS, testid)
    buffer = memoryview(bytes(image["grey"])).cast("B", (image["height"], image["width"]))
    found = zxingcpp.read_barcodes(buffer, formats=zxingcpp.BarcodeFormat.QRCode)
    assert len(found) == 1, f"zxing-cpp read {len(found)} codes in {testid}"
    return found[0].text


def page_reads(page, testid: str, want: str) -> str | None:
    """What the page's own decoder reads in the QR code `testid`, once it shows `want` (it is
    drawn just after the text it carries shows): the last reading after five seconds."""
    for _ in range(20):
        read = page.evaluate(PAGE_READS, testid)
        if read == want:
            break
        page.wait_for_timeout(250)
    return read


def test_the_invitation_and_the_reply_fit_qr_codes_both_decoders_read(browser, watch, site):
    devices = Devices(browser, watch)
    try:
        host = devices.open()
        host.add_init_script(CAMERA)
        open_game(host, site, "?game=qwirkle&players=2&seats=human,human&seed=3")
        link = invite(host, 1)
        assert link.startswith(site + "#join=") and "?" not in link  # the offer never in a query
        assert state(host)["seats"] == ["human", "remote"]  # the seat is now played elsewhere
        said = host.get_by_test_id("invite-dialog").inner_text()
        assert "Invitation for Player 2 (other device)" in said
        assert page_reads(host, "invite-qr", link) == link
        assert zxing_reads(host, "invite-qr") == link

        guest = devices.open()
        guest.goto(site)
        guest.evaluate("window.genial.ready")
        code = reply(guest, link)
        joins = guest.get_by_test_id("join-what").inner_text()
        assert joins == "You join a game of Qwirkle as player 2."
        # A game not begun is dealt with the devices: its invitation holds the commitment.
        assert "will check the deal" in guest.get_by_test_id("join-deal").inner_text()
        assert page_reads(guest, "answer-qr", code) == code
        assert zxing_reads(guest, "answer-qr") == code
        assert "#" not in guest.url  # read: a reload does not answer the same offer again
        # A damaged reply is refused in words, and the invitation stays up for the right one.
        host.get_by_test_id("answer-input").fill(code[:-40])
        host.get_by_test_id("answer-accept").click()
        host.wait_for_function("document.getElementById('invite-error').textContent"
                               ".includes('not an invitation or a reply')")  # read, then said
        assert host.get_by_test_id("invite-dialog").is_visible()
        print(f"invitation {len(link)} characters, reply {len(code)} characters")
        # The host films the guest's reply QR code: its own scanner reads it, they connect.
        drawn = guest.evaluate("document.querySelector('[data-testid=answer-qr]').toDataURL()")
        host.evaluate("(picture) => { window.__camera = picture; }", drawn)
        host.get_by_test_id("answer-scan").click()
        host.get_by_test_id("invite-dialog").wait_for(state="hidden", timeout=CONNECT_TIMEOUT)
        assert host.get_by_test_id("answer-input").input_value() == code  # what it read
        guest.wait_for_function("() => window.genial.state().viewer === 1",
                                timeout=CONNECT_TIMEOUT)
        assert state(guest)["game"] == "qwirkle" and state(host)["seats"] == ["human", "remote"]
    finally:
        devices.close()
