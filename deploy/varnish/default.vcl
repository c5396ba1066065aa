# Varnish in front of the site (Debian's varnish 7.1): keeps the public pages the app marks for
# shared caches (Cache-Control with s-maxage) and passes everything else through to it. The
# app purges it on every change (PURGE_VARNISH_URLS=http://127.0.0.1:6081 in its environment).
# Start: varnishd -a 127.0.0.1:6081 -f /etc/varnish/default.vcl -s malloc,256m (the README's
# "A shared cache in front").
vcl 4.1;

# The app (server.ts) on this machine. Its TRUST_PROXY (loopback by default) believes the
# X-Forwarded-For that Varnish appends the visitor's address to, so its per-address limits see
# the visitor, not Varnish.
backend app {
    .host = "127.0.0.1";
    .port = "3000";
    .connect_timeout = 2s;
    .first_byte_timeout = 60s;
    .between_bytes_timeout = 30s;
}

# Who may purge: the app, on this machine. Anyone else's PURGE is refused.
acl purgers {
    "127.0.0.1";
    "::1";
}

sub vcl_recv {
    # Each request its own id, passed to the app (which logs it) and answered to the visitor,
    # so a page kept here does not repeat the id of the request that fetched it.
    set req.http.X-Request-Id = "varnish-" + req.xid;
    if (req.method == "PURGE") {
        if (client.ip !~ purgers) {
            return (synth(403, "Forbidden"));
        }
        # Every page: one change (a renamed product) shows on many (its category, the home
        # page, search, both languages). A ban on the object alone lets the ban lurker clear it.
        ban("obj.status != 0");
        return (synth(200, "Purged"));
    }
    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    # The admin, API clients with a token and anyone with a cookie (a signed-in administrator)
    # get answers meant for them alone; the health check says how the app is now.
    if (req.url ~ "^/admin" || req.url ~ "^/healthz" || req.http.Authorization || req.http.Cookie) {
        return (pass);
    }
    return (hash);
}

sub vcl_backend_response {
    # Stored only when the app says a shared cache may keep it: a public page or read
    # (s-maxage), a build file, a public image or the sitemap (public, max-age); never an answer
    # that sets a cookie or is private. Anything else is fetched anew for every request (a
    # "hit-for-miss" marker, so a later shareable answer at the address is stored again).
    if (beresp.http.Set-Cookie ||
        beresp.http.Cache-Control !~ "(?i)(^|,)\s*public\s*(,|$)" ||
        beresp.http.Cache-Control ~ "(?i)private|no-store|no-cache") {
        set beresp.ttl = 120s;
        set beresp.uncacheable = true;
        return (deliver);
    }
    # The ttl is s-maxage, else max-age (Varnish reads them in that order). No stale copy after
    # it: the pages' must-revalidate asks for that.
    set beresp.grace = 0s;
    return (deliver);
}

sub vcl_deliver {
    set resp.http.X-Request-Id = req.http.X-Request-Id;
    # What the visitor's answer came from: HIT (kept here), MISS (fetched, now kept) or PASS.
    if (obj.uncacheable) {
        set resp.http.X-Cache = "PASS";
    } else if (obj.hits > 0) {
        set resp.http.X-Cache = "HIT";
    } else {
        set resp.http.X-Cache = "MISS";
    }
}
