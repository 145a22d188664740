#pragma once
// A Hugging Face model's config.json by its name: from the Hub's cache when it is there (no
// network), else downloaded (HubClient), checked (JSON, an object) and stored in the cache by
// the Hub's rules (HubCache), then read from the cache like any other. HF_HUB_OFFLINE=1 never
// downloads. The command line and File > Import from the Hub... both come here.
#include "document/hubcache.h"
#include "document/hubclient.h"

#include <QObject>

namespace rooflab {

struct HubConfigResult {
    bool ok = false;
    QString path;  // the config.json in the cache (a snapshot's link to its blob)
    QString model; // "ORG/NAME" or "ORG/NAME@REVISION"
    bool downloaded = false;
    QString problem; // when !ok
};

class HubConfigLoader : public QObject {
    Q_OBJECT
public:
    explicit HubConfigLoader(HubEnvironment environment = HubEnvironment::fromProcess(), HubCache cache = HubCache(),
                             QObject* parent = nullptr);

    // Without the network: the cached config, or why not (not a name; not cached and offline).
    // `needsNetwork` is set when the config is not cached and may be downloaded.
    HubConfigResult fromCache(const QString& name, bool* needsNetwork) const;
    // fromCache(), else the download; finished() follows once, never from within this call.
    void load(const QString& name);
    void cancel();
    const HubCache& cache() const { return m_cache; }

signals:
    void finished(const rooflab::HubConfigResult& result);

private:
    void downloaded(const HubDownload& download);
    QString invalidJson(const QByteArray& bytes) const;

    HubEnvironment m_environment;
    HubCache m_cache;
    HubClient* m_client = nullptr; // made by the first download: a cached config needs no network
    HubModelName m_model;
};

} // namespace rooflab
