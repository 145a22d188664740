#pragma once
// Downloads one model's config.json from the Hugging Face Hub (or any server with its URL
// layout, HF_ENDPOINT): GET <endpoint>/ORG/NAME/resolve/REVISION/config.json. Redirects are
// followed here, at most kMaxRedirects, so that the commit (X-Repo-Commit) and the file's ETag
// (X-Linked-Etag, else ETag) are taken from the Hub's own answer, as huggingface_hub takes them,
// not from a CDN's; the token goes to the endpoint's host only. Asynchronous (Qt Network): the
// window waits on finished(), the command line on an event loop.
#include "document/hubenvironment.h"
#include "document/hubmodelname.h"

#include <QByteArray>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QTimer>
#include <QUrl>

class QNetworkAccessManager;
class QNetworkReply;

namespace rooflab {

struct HubDownload {
    bool ok = false;
    QString problem; // when !ok: one sentence saying what failed and what to do
    QByteArray bytes;
    QString commit; // X-Repo-Commit
    QString etag;   // without quotes or W/
};

class HubClient : public QObject {
    Q_OBJECT
public:
    static constexpr int kMaxRedirects = 10;
    // A config.json is kilobytes; 16 MiB (a quarter of what RoofLab reads from a file) refuses
    // whatever else a wrong URL serves before it fills memory.
    static constexpr qint64 kMaxConfigBytes = 16LL << 20;

    explicit HubClient(HubEnvironment environment, QObject* parent = nullptr);
    ~HubClient() override;

    // Starts the download; finished() follows once (never from within this call).
    void fetchConfig(const HubModelName& model);
    // Gives up a download in flight: finished() comes with "cancelled".
    void cancel();
    QUrl configUrl(const HubModelName& model) const;

signals:
    void finished(const rooflab::HubDownload& download);

private:
    void request(const QUrl& url);
    void checkSize();
    void answered();
    void follow(const QUrl& location);
    void fail(const QString& problem);
    QString statusProblem(int status) const;
    void abortWith(const QString& problem);

    HubEnvironment m_environment;
    QNetworkAccessManager* m_network;
    QPointer<QNetworkReply> m_reply;
    QTimer m_deadline;
    HubModelName m_model;
    HubDownload m_download;
    QString m_abortProblem;
    int m_redirects = 0;
};

} // namespace rooflab
